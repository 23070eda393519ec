// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkEmail, checkName, EMAIL_MESSAGE, NAME_REQUIRED_MESSAGE } from '@charter/shared';
import { useCheckedForm } from './use-checked-form';

afterEach(cleanup);

function SignupLike({ onValid }: { onValid: (values: { email: string; name: string }) => void }) {
  const form = useCheckedForm({ email: checkEmail, name: checkName }, { email: '', name: '' });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <label>
        Email
        <input {...form.field('email')} />
      </label>
      <p data-testid="email-error">{form.errorOf('email')}</p>
      <label>
        Name
        <input {...form.field('name', { normalise: (value) => value.replace(/\d/g, '') })} />
      </label>
      <p data-testid="name-error">{form.errorOf('name')}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useCheckedForm', () => {
  it('says nothing until the form is sent, then names each wrong field and focuses the first', () => {
    const onValid = vi.fn();
    render(<SignupLike onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    expect(screen.getByTestId('email-error').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByTestId('email-error').textContent).toBe(EMAIL_MESSAGE);
    expect(screen.getByTestId('name-error').textContent).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('after a send, the messages follow each change', () => {
    render(<SignupLike onValid={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('name-error').textContent).toBe(NAME_REQUIRED_MESSAGE);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    expect(screen.getByTestId('name-error').textContent).toBe('');
  });

  it('hands over the values as the API takes them (trimmed, the address in lower case)', () => {
    const onValid = vi.fn();
    render(<SignupLike onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '  Ada@Example.COM ' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Ada 1 Lovelace ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'ada@example.com', name: 'Ada  Lovelace' });
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe(' Ada  Lovelace ');
  });
});
