// CSS imports mean nothing to jsdom tests.
export default {};
