/** The kinds of message the site has sent (the sending contexts' own words: `confirmation`, `sequence`, …), each once, sorted: the owner's Kind filter. */
export abstract class MailKinds {
  abstract all(): Promise<string[]>;
}
