import { useState } from 'preact/hooks';
import { ErrorMessage } from '../components/status';
import { describeError } from '../errors';
import { signIn, signedOutReason } from '../session';

export function SignIn() {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  document.title = 'Sign in · Stowage';
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(token.trim());
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main id="main" class="sign-in">
      <form onSubmit={(event) => void submit(event)} aria-describedby="sign-in-help">
        <div class="brand">
          <img src="/console/stowage.svg" alt="" width="40" height="40" />
          <h1>Stowage console</h1>
        </div>
        <p id="sign-in-help">
          Sign in with a developer token (most start with <code>stw_</code>). It is kept in this tab only and forgotten when the tab closes.
          An admin makes one with <code>stowage token create</code> or on the Tokens page.
        </p>
        <ErrorMessage error={error ?? signedOutReason.value} />
        <label for="token">Token</label>
        <input
          id="token"
          name="token"
          type="password"
          autocomplete="current-password"
          required
          value={token}
          onInput={(e) => setToken(e.currentTarget.value)}
          aria-invalid={error ? 'true' : undefined}
        />
        <button type="submit" class="primary" disabled={busy || token.trim() === ''}>
          {busy ? 'Checking…' : 'Sign in'}
        </button>
        <p class="hint">
          The API is described at <a href="/docs">/docs</a>.
        </p>
      </form>
    </main>
  );
}
