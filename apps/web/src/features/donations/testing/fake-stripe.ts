import { vi } from 'vitest';

/** The parts of Stripe.js the card step uses, with a plain input standing in for the card iframe. */
export function fakeStripe() {
  const handlers: Record<string, ((e: unknown) => void)[]> = {};
  const card = {
    mount: vi.fn((el: HTMLElement) => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Card number');
      el.appendChild(input);
    }),
    on: vi.fn((event: string, handler: (e: unknown) => void) => {
      (handlers[event] ??= []).push(handler);
    }),
    destroy: vi.fn(),
    emit: (event: string, payload: unknown) => handlers[event]?.forEach((h) => h(payload)),
  };
  return {
    card,
    elements: () => ({ create: () => card }),
    createPaymentMethod: vi.fn(async (): Promise<{ paymentMethod?: { id: string }; error?: { message: string } }> => ({ paymentMethod: { id: 'pm_test_visa' } })),
    handleCardAction: vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'requires_confirmation' } }) as { paymentIntent?: unknown; error?: { message: string } }),
  };
}
