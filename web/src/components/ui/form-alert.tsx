/**
 * The message block at the top of a form (issue 10 item 7: the one alert of the form recipe, see
 * web/README.md "Add a form"): errors are announced (role alert), successes are polite (role
 * status), one paragraph per message. With no messages it stays in the page, empty and hidden by
 * CSS, so a screen reader already knows the live region when a message arrives.
 */
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
