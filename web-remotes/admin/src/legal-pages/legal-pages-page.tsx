import { legalPageKinds, legalPageNames, type LegalPageKind } from '@harmony/site-config';
import { Button, LoadError } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';
import { Tabs, useTabParam } from '../common/index.js';
import { LegalPageEditor } from './legal-page-editor.js';
import { useGetManagedLegalPageQuery } from './legal-pages-api.js';

const tabs = legalPageKinds.map((kind) => ({ id: kind, label: legalPageNames[kind] }));

function LegalPagePanel({ kind }: { kind: LegalPageKind }) {
  const { data: page, error, isLoading, refetch } = useGetManagedLegalPageQuery(kind);
  // Made once from the page it shows (keyed by it): a refetch never clears what is being typed.
  if (page?.kind === kind) return <LegalPageEditor key={kind} page={page} />;
  if (isLoading || !error) {
    return (
      <p role="status" className="text-slate-700 dark:text-slate-200">
        Loading the {legalPageNames[kind]}…
      </p>
    );
  }
  return (
    <LoadError>
      Failed to load the {legalPageNames[kind]}. {apiErrorMessage(error)}
      <Button variant="secondary" className="ml-3 align-middle" onClick={() => void refetch()}>
        Try again
      </Button>
    </LoadError>
  );
}

/** /admin/legal-pages: the Privacy Policy and the Terms, one tab each (kept in the address: ?page=terms). */
export function LegalPagesPage() {
  const [selected, select] = useTabParam('page', tabs);
  return (
    <Tabs label="Legal pages" tabs={tabs} selected={selected} onSelect={select}>
      <LegalPagePanel key={selected} kind={selected} />
    </Tabs>
  );
}
