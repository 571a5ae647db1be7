import '@testing-library/jest-dom';

// jsdom lays nothing out and has no scrolling; a component that scrolls itself into view (the
// contact form's thank-you state) gets a spy, for tests to check where it asked to be.
Element.prototype.scrollIntoView = jest.fn();
