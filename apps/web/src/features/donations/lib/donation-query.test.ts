import { describe, expect, it } from 'vitest';
import { readDonationQuery } from './donation-query';
import { cardOrder, lineItems, orderTotal } from './wizard-order';

describe('reading the donation query', () => {
  it('accepts task ids in every shape and drops what is not an integer', () => {
    expect(readDonationQuery(new URLSearchParams('task_id=1&task_id[]=2&task_id=3,x,4')).taskIds).toEqual([1, 3, 4, 2]);
  });

  it('defaults type to DONATION and is_donation to false, and ignores foreign images', () => {
    const q = readDonationQuery(new URLSearchParams('image=https://evil.example/x.png'));
    expect(q).toMatchObject({ type: 'DONATION', isDonation: 'false', image: null, id: null });
    expect(readDonationQuery(new URLSearchParams('image=//evil.example/x.png')).image).toBeNull();
    expect(readDonationQuery(new URLSearchParams('image=/uploads/books/a.jpg')).image).toBe('/uploads/books/a.jpg');
  });
});

describe('the card order', () => {
  const tasks = [
    { id: 11, title: 'One water cooler', amount: 350.1 },
    { id: 12, title: 'A month of meals', amount: 149.95 },
  ];
  it('totals the chosen tasks to 2 decimals', () => {
    const items = lineItems(tasks, { selected: [11, 12], custom: false, customAmount: '' }, 'Clean water');
    expect(items.map((i) => i.task_id)).toEqual([11, 12]);
    expect(orderTotal(items)).toBe(500.05);
  });

  it('makes a custom amount the only line, as task 0', () => {
    const items = lineItems(tasks, { selected: [11, 12], custom: true, customAmount: '0.1' }, 'Clean water');
    expect(items).toEqual([{ task_id: 0, title: 'Clean water', amount: 0.1 }]);
  });

  it('never carries a card field', () => {
    const q = readDonationQuery(new URLSearchParams('type=CAMPAIGN&id=2'));
    const billing = { firstName: 'A', lastName: 'K', email: 'a@k.pk', streetAddress: 's', country: 'Pakistan', city: 'Lahore', phoneNumber: '+923001234567' };
    const order = cardOrder(q, billing, lineItems(tasks, { selected: [11], custom: false, customAmount: '' }, 'x'), 'x');
    expect(order).toMatchObject({ module_code: 'CAMPAIGN', campaign_id: 2, task_id: [11], total_amount: 350.1, custom_task: false, items: [{ task_id: 11, amount: 350.1 }] });
    for (const key of ['cardNumber', 'cvv', 'expiry', 'cardHolder']) expect(order).not.toHaveProperty(key);
  });
});
