export function SiteFooter({ productName }: { productName: string }) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-700">
        © {new Date().getFullYear()} {productName}. Helping couples build financial harmony since 2019.
      </p>
    </footer>
  );
}
