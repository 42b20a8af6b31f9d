/** spec 01 §2 /how_to: the guide of the product for a new user (guide.ts), with its screenshots. */
import { PageHeader } from '#/components/layouts/page-header.tsx';
import { GUIDE } from '../guide.ts';
import '../how-to.css';

/** The screenshots are public files of the app (web/public/how-to/), under the app's base path. */
const screenshotUrl = (file: string) => `${import.meta.env.BASE_URL}how-to/${file}`;

export function HowToGuide() {
  return (
    <div className="how-to">
      <PageHeader
        title="How To"
        description="A tour of the product for your first day: from signing in to sharing what you found."
      />
      <nav className="card how-to__contents" aria-label="Steps">
        <ol>
          {GUIDE.map((step) => (
            <li key={step.id}>
              <a href={`#${step.id}`}>{step.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {GUIDE.map((step, index) => (
        <section
          key={step.id}
          id={step.id}
          className="card how-to__step"
          aria-labelledby={`${step.id}-title`}
        >
          <h2 id={`${step.id}-title`} className="card__title">
            {index + 1}. {step.title}
          </h2>
          {step.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {step.screenshot && (
            <img
              className="how-to__screenshot"
              src={screenshotUrl(step.screenshot.file)}
              alt={step.screenshot.alt}
              loading="lazy"
              width={1280}
              height={800}
            />
          )}
        </section>
      ))}
    </div>
  );
}
