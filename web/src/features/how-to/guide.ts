/**
 * The How To guide (spec 01 §2 /how_to, issue 14): the product for a new user, one step at a
 * time. Each screenshot is taken by specs/e2e/admin-how-to.e2e.ts from the running app
 * (`HOW_TO_SCREENSHOTS=update`) into web/public/how-to/, so the pictures show the screens as
 * they are; the spec also checks that every picture named here exists and loads.
 */
export interface GuideStep {
  id: string;
  title: string;
  paragraphs: string[];
  /** A file in web/public/how-to/, and what it shows. */
  screenshot?: { file: string; alt: string };
}

export const GUIDE: readonly GuideStep[] = [
  {
    id: 'sign-in',
    title: 'Sign in',
    paragraphs: [
      'Open the app and sign in with the e-mail address your invitation was sent to and your password. If your account uses two-factor authentication, enter the six-digit code from your authenticator app when asked.',
      'Forgot your password? Choose "Forgot password" on the sign-in page and follow the link in the e-mail you receive.',
    ],
    screenshot: { file: 'sign-in.png', alt: 'The sign-in page with the e-mail and password fields' },
  },
  {
    id: 'dashboard',
    title: 'Read the dashboard',
    paragraphs: [
      'The dashboard is the first screen after signing in. Its widgets summarise the posts about your brand: how many there are, their sentiment (positive, neutral, negative), the networks they come from, the topics and keywords they talk about, and how quickly your team replies.',
      'Choose the period at the top (the last day, week, month or your own dates). Every widget follows it, and each one can be downloaded as CSV.',
    ],
    screenshot: { file: 'dashboard.png', alt: 'The dashboard with its period selector and widgets' },
  },
  {
    id: 'compare',
    title: 'Compare periods and brands',
    paragraphs: [
      'Turn on comparison to see the chosen period next to the one before it: the widgets show both, so a rise or a drop stands out.',
      'Saved searches can be compared too, for example your brand against a competitor: choose them as contexts and the widgets show one series for each.',
    ],
  },
  {
    id: 'drill-down',
    title: 'Drill down to the posts',
    paragraphs: [
      'Every number on the dashboard is made of posts. Click a bar, a point of a line or a keyword to open the posts behind it in a side panel, with their author, network, date and sentiment.',
    ],
  },
  {
    id: 'inbox',
    title: 'Work the inbox',
    paragraphs: [
      'The inbox gathers the posts, comments, reviews and messages your team answers, grouped by stream. Open an item to read it, reply (reply templates save typing), assign it to a colleague, label it, or close it when it is done.',
    ],
  },
  {
    id: 'search',
    title: 'Build a search',
    paragraphs: [
      'Live Search finds posts across every network. Combine words with AND, OR and NOT, put phrases in quotes, and narrow the results by network, language or sentiment. Save a search to your library to reuse it on the dashboard.',
    ],
  },
  {
    id: 'alert',
    title: 'Set an alert',
    paragraphs: [
      'From a saved search, create an alert to be told when something happens: a spike in the number of posts, or a rise of negative posts. Alerts arrive as notifications (the bell at the top) and by e-mail.',
    ],
  },
  {
    id: 'share',
    title: 'Share a link',
    paragraphs: [
      'To show the dashboard to someone without an account, create a shared link. Whoever opens it sees the dashboard as you set it up, read-only, without the menus; you can remove the link at any time.',
    ],
  },
  {
    id: 'helper',
    title: 'Ask the helper',
    paragraphs: [
      'The helper answers questions about your posts from your data: "How many posts in the last 7 days?", "What is the sentiment in the last 30 days?", "Which networks had the most posts?". Pin the questions you ask often.',
    ],
    screenshot: { file: 'helper.png', alt: 'The helper chat with an answer and the pinned questions' },
  },
];
