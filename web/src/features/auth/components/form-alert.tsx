/** The message block at the top of an auth or settings form: errors announced, successes polite. */
export function FormAlert({
  messages,
  tone = 'error',
}: {
  messages: readonly string[];
  tone?: 'error' | 'success';
}) {
  return (
    <div className={`form__alert form__alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}
