// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { EMAIL_OK, FIX_FIELDS, NameEmailForm } from './name-email-form';
import { renderForm } from './render-form';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('NameEmailForm', () => {
  it('shows no error before the visitor types, and keeps Continue disabled with the spec hint', () => {
    renderForm(<NameEmailForm known={{}} saving={false} onSubmit={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Your first name').getAttribute('aria-invalid')).toBeNull();
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(FIX_FIELDS)).toBeTruthy();
  });

  it.each([
    ['   ', 'Please enter your name'],
    ['A', 'Name must be at least 2 characters'],
    ['R2-D2', 'Please enter a valid name'],
  ])('says what is wrong with the name %j under the field, tied to it', (value, message) => {
    renderForm(<NameEmailForm known={{}} saving={false} onSubmit={vi.fn()} />);
    type('Your first name', value);
    const field = screen.getByLabelText('Your first name');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('clears the message as soon as the field is right', () => {
    renderForm(<NameEmailForm known={{}} saving={false} onSubmit={vi.fn()} />);
    type('Your first name', 'A');
    expect(screen.getByRole('alert')).toBeTruthy();
    type('Your first name', 'Zoë');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Your first name').getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a malformed e-mail, confirms a good one, and submits both trimmed', () => {
    const onSubmit = vi.fn();
    renderForm(<NameEmailForm known={{}} saving={false} onSubmit={onSubmit} />);
    type('Your first name', ' Zoë ');
    type('Your email', 'zoe@example');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(screen.queryByText(EMAIL_OK)).toBeNull();

    type('Your email', 'zoe@example.com ');
    expect(screen.queryByRole('alert')).toBeNull();
    const email = screen.getByLabelText('Your email');
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByText(EMAIL_OK).id);
    expect(screen.queryByText(FIX_FIELDS)).toBeNull();
    fireEvent.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Zoë', email: 'zoe@example.com' });
  });

  it("opens with the visitor's own answers and submits nothing while saving", () => {
    const onSubmit = vi.fn();
    renderForm(<NameEmailForm known={{ name: 'Zoë', email: 'zoe@example.com' }} saving onSubmit={onSubmit} />);
    expect((screen.getByLabelText('Your first name') as HTMLInputElement).value).toBe('Zoë');
    const button = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
