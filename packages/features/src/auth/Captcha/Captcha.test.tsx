import { errorHandler, loadingHandler } from '@wegrow/api/mocks';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests, renderScreen, server } from '../../testing/unit';
import { Captcha, type CaptchaHandle, type CaptchaProps } from './Captcha';
import { decodeCaptchaPayload } from './captchaSolution';
import { CaptchaSolverProvider } from './CaptchaSolver';

const WAIT = { timeout: 5000 };

function renderCaptcha(props: Partial<CaptchaProps> = {}, ref = createRef<CaptchaHandle>()) {
  const onVerify = vi.fn<(token: string) => void>();
  const onError = vi.fn<(error: Error) => void>();
  const element = (extra: Partial<CaptchaProps> = {}) => (
    <Captcha ref={ref} onVerify={onVerify} onError={onError} {...props} {...extra} />
  );
  const view = renderScreen(element());
  return {
    onVerify,
    onError,
    ref,
    rerender: (extra: Partial<CaptchaProps>) => view.rerender(element(extra)),
  };
}

const box = () => screen.getByRole('checkbox', { name: "I'm not a robot" });

describe('Captcha', () => {
  it('is a labelled checkbox that Space ticks: it solves the challenge and reports the payload', async () => {
    const { onVerify } = renderCaptcha();
    const user = userEvent.setup();
    await user.tab();
    expect(box()).toHaveFocus();
    await user.keyboard(' ');

    expect(await screen.findByRole('status')).toHaveTextContent(/Verifying…|Verified/);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Verified'), WAIT);
    expect(box()).toBeChecked();
    expect(onVerify).toHaveBeenCalledTimes(1);
    const payload = decodeCaptchaPayload(onVerify.mock.calls[0]?.[0] ?? '');
    // The fakes' challenge: a genuine one, solved at their secret number.
    expect(payload).toMatchObject({ algorithm: 'SHA-256', number: 12 });
  });

  it('says "Verifying…" while it works', async () => {
    server.use(loadingHandler('get', '/auth/captcha'));
    renderCaptcha();
    await userEvent.click(box());
    expect(screen.getByRole('status')).toHaveTextContent('Verifying…');
    expect(box()).toHaveAttribute('aria-busy', 'true');
  });

  it('reports a failure and can be tried again', async () => {
    server.use(errorHandler('get', '/auth/captcha', 503, 'Captcha unavailable'));
    const { onError, onVerify } = renderCaptcha();
    const user = userEvent.setup();
    await user.click(box());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Verification failed. Please try again.',
      ),
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }));
    expect(box()).not.toBeChecked();

    server.resetHandlers();
    await user.click(box());
    await waitFor(() => expect(onVerify).toHaveBeenCalledTimes(1), WAIT);
  });

  it('fails when the solver finds no number', async () => {
    const onError = vi.fn<(error: Error) => void>();
    renderScreen(
      <CaptchaSolverProvider solve={() => Promise.resolve(null)}>
        <Captcha onVerify={() => {}} onError={onError} />
      </CaptchaSolverProvider>,
    );
    await userEvent.click(box());
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Verification failed. Please try again.');
  });

  it('starts over on ref.reset() and on a new resetKey, and solves the new challenge by itself', async () => {
    const requests = recordRequests();
    const { ref, rerender, onVerify } = renderCaptcha({ resetKey: 0 });
    const user = userEvent.setup();
    await user.click(box());
    await waitFor(() => expect(onVerify).toHaveBeenCalledTimes(1), WAIT);

    act(() => ref.current?.reset());
    await waitFor(() => expect(onVerify).toHaveBeenCalledTimes(2), WAIT);
    expect(box()).toBeChecked();

    rerender({ resetKey: 1 });
    await waitFor(() => expect(onVerify).toHaveBeenCalledTimes(3), WAIT);
    // Each time a new challenge, really solved: three different tokens.
    expect(requests.of('GET /auth/captcha')).toHaveLength(3);
    expect(new Set(onVerify.mock.calls.map(([token]) => token)).size).toBe(3);
  });

  it('stays unticked after a reset when it was never ticked, or when told not to solve', async () => {
    const { ref, onVerify } = renderCaptcha();
    act(() => ref.current?.reset());
    expect(box()).not.toBeChecked();
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('with solveAfterReset={false}, a reset shows the unticked box again', async () => {
    const { ref, onVerify } = renderCaptcha({ solveAfterReset: false });
    await userEvent.click(box());
    await waitFor(() => expect(onVerify).toHaveBeenCalledTimes(1), WAIT);
    act(() => ref.current?.reset());
    await waitFor(() => expect(box()).not.toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
