/** A rendered e-mail, ready to hand to `Mailer.send`. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
