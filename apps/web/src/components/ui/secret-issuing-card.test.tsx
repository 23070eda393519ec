// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SecretIssuingCard } from './secret-issuing-card';

afterEach(cleanup);

function renderCard() {
  render(
    <SecretIssuingCard<{ secret: string }>
      title="Create a thing"
      description="Its secret is shown once."
      form={(onCreated) => (
        <button type="button" onClick={() => onCreated({ secret: 'sk_1' })}>
          Create
        </button>
      )}
      secret={(created, onDone) => (
        <p>
          Secret {created.secret}
          <button type="button" onClick={onDone}>
            Done
          </button>
        </p>
      )}
    />,
  );
}

describe('SecretIssuingCard', () => {
  it('shows the secret of what the form created above the form, until it is put away', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Create a thing' })).toBeTruthy();
    expect(screen.queryByText('Secret sk_1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Secret sk_1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Secret sk_1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
  });
});
