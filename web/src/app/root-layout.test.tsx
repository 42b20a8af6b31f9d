/**
 * Issue 17 (the dashboard's first screen), decision record 013 twelfth step: once the screen
 * providers have arrived (the shells' routes wait for them, router.tsx), the root layout renders
 * the screen in the commit that mounts it. As a React.lazy component it showed the page's spinner
 * first even with its chunk in, and React then held the screen back until 300 ms after that
 * spinner (the retry throttle): 220-235 ms of every first visit.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, expect, it } from 'vitest';
import { RootLayout, screenProviders } from './root-layout.tsx';

beforeAll(async () => {
  await screenProviders.load();
});

it('renders the screen within the providers at once, without the page spinner, once they have arrived', () => {
  const router = createMemoryRouter([
    { Component: RootLayout, children: [{ index: true, Component: () => <p>The screen</p> }] },
  ]);
  // A synchronous render: a component that suspended (React.lazy does, even with its chunk in)
  // would show the spinner here and the screen only in a later task.
  const { container, getByText } = render(<RouterProvider router={router} />);
  expect(getByText('The screen')).toBeTruthy();
  expect(container.querySelector('.full-page-spinner')).toBeNull();
});
