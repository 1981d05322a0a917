/** Where the page is: each level a link, the last one the current page. */
export function Breadcrumbs({ items }: { items: { href: string; label: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" class="breadcrumbs">
      <ol>
        {items.map((item, i) => (
          <li key={item.href}>
            <a href={item.href} aria-current={i === items.length - 1 ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
