// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WizardFrame } from './wizard-frame';

afterEach(cleanup);

const titles = ['Entity type', 'Company details', 'People', 'Review and pay'];

function renderStep(step: number, { backDisabled = false } = {}) {
  const onBack = vi.fn();
  render(
    <WizardFrame
      stepTitles={titles}
      step={step}
      progressLabel="Incorporation progress"
      onBack={onBack}
      backDisabled={backDisabled}
      next={<button type="button">Continue</button>}
    >
      <p>The step</p>
    </WizardFrame>,
  );
  return onBack;
}

describe('WizardFrame', () => {
  it("names the step and how far along it is, in words and as the progress bar's value", () => {
    renderStep(2);
    expect(screen.getByRole('heading').textContent).toBe('Company details');
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: 'Incorporation progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('2');
    expect(progress.getAttribute('aria-valuemax')).toBe('4');
    expect(progress.getAttribute('aria-valuetext')).toBe('Step 2 of 4: Company details');
  });

  it('shows the step between the header and the buttons, and Back calls onBack', () => {
    const onBack = renderStep(4);
    expect(screen.getByText('The step')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('holds Back while the last step is being sent', () => {
    const onBack = renderStep(4, { backDisabled: true });
    const back = screen.getByRole<HTMLButtonElement>('button', { name: 'Back' });
    expect(back.disabled).toBe(true);
    expect(back.type).toBe('button');
    fireEvent.click(back);
    expect(onBack).not.toHaveBeenCalled();
  });
});
