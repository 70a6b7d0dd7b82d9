import { Inject, Injectable } from '@nestjs/common';
import { renderRichMarkdown } from '@harmony/platform';
import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import {
  assertEditable,
  changedText,
  EDITABLE_STATUSES,
  NewsletterAlreadySending,
  NewsletterIssues,
  NewsletterNotFound,
  newsletterText,
  type NewsletterChanges,
  type NewsletterFilter,
  type NewsletterContent,
  type NewsletterIssue,
  type NewsletterText,
} from '../../domain/index.js';
import { BroadcastMail } from './broadcast-ports.js';
import { viewOf, type NewsletterView } from './newsletter-view.js';

/** The text with its HTML: the markdown is rendered and sanitized once per change, as articles are (the site's one renderer). */
export const withHtml = (text: NewsletterText): NewsletterContent => ({ ...text, contentHtml: renderRichMarkdown(text.content) });

/** Finds a newsletter or throws NewsletterNotFound. */
export async function existing(issues: NewsletterIssues, id: number): Promise<NewsletterIssue> {
  const issue = await issues.findById(id);
  if (!issue) throw new NewsletterNotFound(id);
  return issue;
}

/** The owner's newsletters (issue 25 item 6): write, change and delete drafts; read any with its counts. */
@Injectable()
export class ManageNewsletters {
  constructor(
    private readonly issues: NewsletterIssues,
    @Inject(BroadcastMail) private readonly mail: BroadcastMail,
  ) {}

  async create(input: { subject: string; content: string; previewText?: string }): Promise<NewsletterView> {
    const issue = await this.issues.create({ ...withHtml(newsletterText(input)), source: 'owner', episodeId: null });
    return viewOf(issue, this.issues, this.mail);
  }

  async get(id: number): Promise<NewsletterView> {
    return viewOf(await existing(this.issues, id), this.issues, this.mail);
  }

  async list(request: PageRequest, filter: NewsletterFilter = {}): Promise<Page<NewsletterView>> {
    const page = await this.issues.page(request, filter);
    const items = await Promise.all(page.items.map((issue) => viewOf(issue, this.issues, this.mail)));
    return pageOf(items, page.total, request);
  }

  async update(id: number, changes: NewsletterChanges): Promise<NewsletterView> {
    const issue = await existing(this.issues, id);
    assertEditable(issue);
    // Conditional on the status: a send that started meanwhile wins, and the edit is refused.
    const updated = await this.issues.updateContent(id, withHtml(changedText(issue, changes)), EDITABLE_STATUSES);
    if (!updated) throw (await this.issues.findById(id)) ? new NewsletterAlreadySending() : new NewsletterNotFound(id);
    return viewOf(updated, this.issues, this.mail);
  }

  async delete(id: number): Promise<void> {
    const issue = await existing(this.issues, id);
    assertEditable(issue);
    if (!(await this.issues.deleteIn(id, EDITABLE_STATUSES))) {
      if (await this.issues.findById(id)) throw new NewsletterAlreadySending();
    }
  }
}
