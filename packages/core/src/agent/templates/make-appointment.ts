import type { Template } from "./template";

const GREETING = "Hi! 📅 I can help you book an appointment. What would you like to come in for?";

const COLLECT = `You book appointments for this business. In this step you collect everything needed for the booking request, one or two questions at a time:
- the service or reason for the appointment (offer the services listed in the knowledge base if the visitor is unsure);
- their preferred date and time, plus one alternative;
- their full name;
- a phone number or e-mail address for the confirmation;
- anything the team should know beforehand (optional).

Understand relative dates ("next Tuesday afternoon", "tomorrow at 10") and restate them as a concrete day and date. Only offer times within the opening hours from the knowledge base. If a detail is unclear, ask again rather than guess.

Tone: efficient, friendly and polite.

Never: claim a slot is definitely free unless availability is in the knowledge base (say the team will confirm); ask for payment details; collect information unrelated to the booking.

Move on to the next step once you have the service, a preferred time, the name and a way to contact them.`;

const CONFIRM = `Summarise the appointment request in a short list: service, preferred date and time (and the alternative), name and contact details. Ask the visitor to confirm it is correct.

If they want to change something, update only that detail and show the summary again. When they confirm, move on to the next step. If they no longer want to book, thank them and say they are welcome back any time.`;

export const makeAppointment: Template = {
  key: "make-appointment",
  name: "Make Appointment",
  description:
    "Takes appointment requests: the service, a preferred date and time with an alternative, name and contact details, then reads the booking back for confirmation.",
  icon: "calendar-check",
  template: {
    description: "Books appointments and confirms the details with the visitor.",
    theme: "indigo-light",
    enableNodes: true,
    nodes: [
      { id: "start", type: "start", label: "Start", next: "greeting" },
      { id: "greeting", type: "message", label: "Greeting", text: GREETING, next: "collect-details" },
      { id: "collect-details", type: "prompt", label: "Collect the booking details", text: COLLECT, next: "confirm" },
      { id: "confirm", type: "prompt", label: "Confirm the request", text: CONFIRM, next: "booked" },
      {
        id: "booked",
        type: "message",
        label: "Booked",
        text: "You're all set! We've received your appointment request and will confirm the time with you shortly. See you soon!",
        next: "end",
      },
      { id: "end", type: "end", label: "End" },
    ],
    vg_initMessages: [GREETING],
    vg_systemPrompt: `${COLLECT}\n\n${CONFIRM}`,
    vg_temperature: 0.3,
    proactiveMessage: "Want to book an appointment? It only takes a minute.",
    enableHumanHandoff: false,
  },
};
