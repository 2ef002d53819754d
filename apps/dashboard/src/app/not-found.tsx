import { Button, EmptyState } from "@parlo/ui";

export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <EmptyState
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
        action={
          <Button asChild>
            <a href="/">Go to the dashboard</a>
          </Button>
        }
      />
    </main>
  );
}
