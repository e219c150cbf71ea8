/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SHARED_TEXT } from '../text';
import { QuantityStepper } from './QuantityStepper';

const T = SHARED_TEXT.quantity;
// MOQ 10, in steps of 5, 1,860 in stock.
const bounds = { min: 10, max: 1860, step: 5 };

function Stepper() {
  const [value, setValue] = useState(10);
  return <QuantityStepper bounds={bounds} value={value} onChange={setValue} />;
}

async function typeQuantity(typed: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(T.label);
  await user.clear(field);
  await user.type(field, `${typed}{Enter}`);
  return field as HTMLInputElement;
}

describe('a typed quantity the item cannot take', () => {
  it.each([
    ['99999999', '1860', T.snapped.max('1,860')],
    ['3', '10', T.snapped.min('10')],
    ['23', '25', T.snapped.step('5', '25')],
  ])('%s becomes %s, and the field says why', async (typed, quantity, why) => {
    render(<Stepper />);
    const field = await typeQuantity(typed);
    expect(field.value).toBe(quantity);
    expect(screen.getByRole('status').textContent).toBe(why);
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByRole('status').id);
  });

  it('says nothing of a quantity that stands, and forgets the reason once the buttons step', async () => {
    render(<Stepper />);
    await typeQuantity('40');
    expect(screen.getByRole('status').textContent).toBe('');
    await typeQuantity('3');
    expect(screen.getByRole('status').textContent).not.toBe('');
    await userEvent.setup().click(screen.getByRole('button', { name: T.increase }));
    expect(screen.getByRole('status').textContent).toBe('');
    expect((screen.getByLabelText(T.label) as HTMLInputElement).value).toBe('15');
  });
});
