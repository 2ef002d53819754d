import { DomainError } from "../errors";

/** Answers the lead form refuses: the first problem as the message, and one message per field key. */
export class LeadAnswersError extends DomainError {
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, fieldErrors: Record<string, string>) {
    super("BAD_REQUEST", message);
    this.name = "LeadAnswersError";
    this.fieldErrors = fieldErrors;
  }
}
