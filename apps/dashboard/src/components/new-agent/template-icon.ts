import { Bot, CalendarCheck, File, Gamepad2, Headset, House, MailCheck, Stethoscope, type IconNode } from "lucide";

const ICONS = new Map<string, IconNode>([
  ["headset", Headset],
  ["house", House],
  ["stethoscope", Stethoscope],
  ["mail-check", MailCheck],
  ["calendar-check", CalendarCheck],
  ["file", File],
  ["gamepad-2", Gamepad2],
]);

/** The shape of a template's kebab-case lucide icon name (a robot for names not drawn here). */
export function templateIcon(name: string): IconNode {
  return ICONS.get(name) ?? Bot;
}
