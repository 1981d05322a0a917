/**
 * Stowage's mark for the docs page's top bar (white on its dark bar): the same stacked shelves as the
 * console's icon (console/public/stowage.svg), with the name beside them.
 */
export const DOCS_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="40" viewBox="0 0 168 40" role="img" aria-label="Stowage">
<rect x="2" y="4" width="32" height="32" rx="6" fill="#1d4ed8"/><path d="M9 15h18v4H9zm0 6h18v4H9z" fill="#fff"/><path d="M11 27h14v2H11z" fill="#bfdbfe"/>
<text x="44" y="28" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="22" font-weight="700" fill="#fff">Stowage</text>
</svg>`;

/** The favicon of the docs page. */
export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1d4ed8"/><path d="M7 11h18v4H7zm0 6h18v4H7z" fill="#fff"/><path d="M9 23h14v2H9z" fill="#bfdbfe"/></svg>`;
