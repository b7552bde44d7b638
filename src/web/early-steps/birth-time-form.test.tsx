// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BirthTimeForm, SKIP_TIME } from './birth-time-form';
import { renderForm } from './render-form';

afterEach(cleanup);

const value = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).value;

describe('BirthTimeForm', () => {
  it('starts at 3:18 PM and saves the chosen time as H:MM AM/PM', () => {
    const onSubmit = vi.fn();
    renderForm(<BirthTimeForm known={undefined} saving={false} onSubmit={onSubmit} />);
    expect([value('Hour'), value('Minutes'), value('AM/PM')]).toEqual(['3', '18', 'PM']);
    fireEvent.change(screen.getByLabelText('Hour'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('AM/PM'), { target: { value: 'AM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith('12:05 AM', false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("saves 'unknown' from the skip link, and opens with the visitor's own time", () => {
    const onSubmit = vi.fn();
    renderForm(<BirthTimeForm known="2:30 PM" saving={false} onSubmit={onSubmit} />);
    expect([value('Hour'), value('Minutes'), value('AM/PM')]).toEqual(['2', '30', 'PM']);
    fireEvent.click(screen.getByRole('button', { name: SKIP_TIME }));
    expect(onSubmit).toHaveBeenCalledWith('unknown', true);
  });

  it('disables both ways on while saving', () => {
    renderForm(<BirthTimeForm known={undefined} saving onSubmit={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: SKIP_TIME }) as HTMLButtonElement).disabled).toBe(true);
  });
});
