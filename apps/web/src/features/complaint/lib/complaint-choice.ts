import { storage } from '@/lib/storage.ts';

/**
 * The order and type chosen on the start page, carried to the form in the spec's storage groups
 * ('order' and 'enum') and cleared with them after a successful send.
 */
export interface ComplaintChoice {
  orderNo: string;
  problemType: number;
  problemSonType: number;
}

export function storeChoice(choice: ComplaintChoice): void {
  storage.set('order', { orderNo: choice.orderNo });
  storage.set('enum', { problemType: choice.problemType, problemSonType: choice.problemSonType });
}

export function readStoredChoice(): Partial<ComplaintChoice> {
  const order = storage.get<{ orderNo?: string }>('order');
  const types = storage.get<{ problemType?: number; problemSonType?: number }>('enum');
  return { ...order, ...types };
}

export function clearStorage(): void {
  storage.clearAll();
}
