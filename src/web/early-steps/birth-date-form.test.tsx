// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { INCOMPLETE_DATE } from './birth-date';
import { BirthDateForm } from './birth-date-form';
import { renderForm } from './render-form';

afterEach(cleanup);

const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const select = (label: string) => screen.getByLabelText(label);
const thisYear = new Date().getUTCFullYear();

describe('BirthDateForm', () => {
  it('says nothing until the date is complete or Continue is pressed', () => {
    const onSubmit = vi.fn();
    renderForm(<BirthDateForm known={undefined} saving={false} onSubmit={onSubmit} />);
    choose('Month', '2');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(INCOMPLETE_DATE);
    // The missing parts are the invalid ones, each tied to the message.
    expect(select('Month').getAttribute('aria-invalid')).toBeNull();
    for (const label of ['Day', 'Year']) {
      expect(select(label).getAttribute('aria-invalid')).toBe('true');
      expect(select(label).getAttribute('aria-describedby')).toBe(alert.id);
    }
  });

  it('says a date in the future is in the future, not that the visitor is too young', () => {
    renderForm(<BirthDateForm known={undefined} saving={false} onSubmit={vi.fn()} />);
    choose('Month', '12');
    choose('Day', '31');
    choose('Year', String(thisYear));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('That date is in the future.');
    for (const label of ['Month', 'Day', 'Year']) expect(select(label).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses anyone under 18, and clears the message as soon as the date is right', () => {
    const onSubmit = vi.fn();
    renderForm(<BirthDateForm known={undefined} saving={false} onSubmit={onSubmit} />);
    choose('Month', '1');
    choose('Day', '1');
    choose('Year', String(thisYear - 10));
    expect(screen.getByRole('alert').textContent).toBe('You must be at least 18 years old to receive a reading.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();

    choose('Year', '1996');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(select('Year').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith('1996-01-01');
  });

  it("opens with the visitor's saved date and submits it unchanged", () => {
    const onSubmit = vi.fn();
    renderForm(<BirthDateForm known="1996-02-29" saving={false} onSubmit={onSubmit} />);
    expect((select('Day') as HTMLSelectElement).value).toBe('29');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith('1996-02-29');
  });
});
