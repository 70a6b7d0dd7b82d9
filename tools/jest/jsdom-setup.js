// Adds the DOM matchers (toBeInTheDocument, toHaveTextContent, ...) to Jest's expect.
import '@testing-library/jest-dom';
