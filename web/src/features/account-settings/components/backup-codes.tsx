/** Backup codes, shown once: each works a single time in place of an authenticator code. */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="backup-codes">
      <p className="form__intro">
        Keep these backup codes somewhere safe. Each one signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <ul className="backup-codes__list" aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
