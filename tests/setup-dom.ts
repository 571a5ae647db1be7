import '@testing-library/jest-dom';

// jsdom lays nothing out and has no scrolling; a component that scrolls itself into view (the
// contact form's thank-you state) gets a spy, for tests to check where it asked to be.
Element.prototype.scrollIntoView = jest.fn();

// next/server needs the Fetch API's globals, which jsdom lacks. Components reach it only through
// lib/renders.ts, whose after() throws outside a request, as it does here.
jest.mock('next/server', () => ({
  after: () => {
    throw new Error('`after` was called outside a request scope.');
  },
}));
