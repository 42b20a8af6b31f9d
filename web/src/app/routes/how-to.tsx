import { HowToGuide } from '#/features/how-to/components/how-to-guide.tsx';

/** spec 01 §2 /how_to: no explicit access rule; signed in or not, the guide is the same. */
export default function HowToRoute() {
  return <HowToGuide />;
}
