/** Sends one text message. A real gateway (Semaphore, Twilio...) implements the same interface. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}
