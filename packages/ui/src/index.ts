export { cn } from "./lib/cn";
export { Alert, type AlertProps } from "./alert";
export { Badge, badgeVariants, type BadgeProps } from "./badge";
export { Button, buttonVariants, type ButtonProps } from "./button";
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";
export { EmptyState, type EmptyStateProps } from "./empty-state";
export { FieldError, type FieldErrorProps } from "./field-error";
export { Input } from "./input";
export { Label } from "./label";
export { Logo, type LogoProps } from "./logo";
export { Skeleton } from "./skeleton";
export { Spinner, type SpinnerProps } from "./spinner";
export { Textarea } from "./textarea";
export { ThemeToggle, type ThemeToggleProps } from "./theme-toggle";
export { THEME_STORAGE_KEY, themeInitScript } from "./theme-script";
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu";
