/**
 * The query editor that explains itself (issue 13): errors and warnings of POST /search/validate
 * inline, the 30-day hit count and the five newest matching posts. The region is polite-live so
 * a screen reader hears the new figure when the user pauses.
 */

import type { Camelize } from '@sl/api-contract/client/case';
import type { SearchValidationWire } from '@sl/api-contract/schemas/search';
import { PostList } from '#/components/posts/post-list.tsx';
import { formatCountOf } from '#/utils/format-bucket-label.ts';

const where = (f: { group: number | null; term: number | null }) =>
  f.group === null
    ? ''
    : f.term === null
      ? `Group ${f.group + 1}: `
      : `Group ${f.group + 1}, term ${f.term + 1}: `;

export function QueryExplanation({
  result,
  isChecking,
  timeZone,
}: {
  result: Camelize<SearchValidationWire> | undefined;
  isChecking: boolean;
  timeZone: string;
}) {
  return (
    <section
      className="explanation"
      aria-labelledby="explanation-title"
      aria-live="polite"
      aria-busy={isChecking}
    >
      <h2 id="explanation-title" className="explanation__title">
        What this query finds
      </h2>
      {!result ? (
        <p className="explanation__status">Checking the query…</p>
      ) : (
        <>
          {result.errors.length > 0 && (
            <ul className="findings findings--errors" aria-label="Errors">
              {result.errors.map((e) => (
                <li key={`${e.code}-${e.group}-${e.term}`} className="finding finding--error">
                  <strong>Error. </strong>
                  {where(e)}
                  {e.message}
                </li>
              ))}
            </ul>
          )}
          {result.warnings.length > 0 && (
            <ul className="findings findings--warnings" aria-label="Warnings">
              {result.warnings.map((w) => (
                <li key={`${w.code}-${w.group}-${w.term}`} className="finding finding--warning">
                  <strong>Warning. </strong>
                  {where(w)}
                  {w.message}
                </li>
              ))}
            </ul>
          )}
          <p className="explanation__hits">
            {result.hits === null
              ? 'Fix the errors to see what the query finds.'
              : `${formatCountOf(result.hits, 'post', 'posts')} in the last 30 days`}
          </p>
          {result.sample.length > 0 && (
            <PostList posts={result.sample} timeZone={timeZone} label="Newest matching posts" />
          )}
        </>
      )}
    </section>
  );
}
