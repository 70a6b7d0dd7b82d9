import { Headphones } from 'lucide-react';
import { Link } from '@harmony/mf-config/router';

/** The closing call to action of the blog pages (SPEC §2): from reading to listening, at /#episodes. */
export function BlogCallToAction() {
  return (
    <section aria-labelledby="blog-cta-title" className="mt-16 rounded-2xl bg-emerald-900 px-6 py-10 text-center text-white sm:px-12 dark:bg-emerald-950">
      <h2 id="blog-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Keep the Conversation Going
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-emerald-50">
        Every fortnight we sit down to talk through the money questions couples ask us most. Press play together on your next walk or drive.
      </p>
      <Link
        to="/#episodes"
        className="mt-6 inline-flex items-center gap-2 rounded-md bg-white px-6 py-3 font-semibold text-emerald-900 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <Headphones aria-hidden="true" className="size-5" />
        Listen to the Podcast
      </Link>
    </section>
  );
}
