/** One text message. `code` is the one-time code inside `text`: it is never stored or logged. */
export interface SmsMessage {
  phone: string;
  text: string;
  code?: string;
}

/** What the provider says about a message it took. */
export interface SmsDelivery {
  provider: string;
  /** The provider's id of the message, for asking about its delivery later. */
  messageId: string | null;
  status: string;
}

/** Sends text messages: the console provider (development) or a real gateway (Semaphore). */
export interface SmsProvider {
  send(message: SmsMessage): Promise<SmsDelivery>;
  /** What the gateway says now of a message it took (Semaphore: Queued, Pending, Sent...). */
  deliveryStatus?(messageId: string): Promise<string>;
}

export const CODE_MASK = '••••••';

/** The message's text with its code masked: what the outbox keeps. */
export function redactedText(message: SmsMessage): string {
  return message.code ? message.text.split(message.code).join(CODE_MASK) : message.text;
}
