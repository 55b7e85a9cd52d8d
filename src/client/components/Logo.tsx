/** The product mark: a gear with a price tag notch, drawn inline so it needs no request. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#1f3a5f" />
      <path
        fill="#f5a623"
        d="M16 7l2 3 3.5-.8.4 3.6 3.3 1.4-1.6 3.2 1.6 3.2-3.3 1.4-.4 3.6-3.5-.8-2 3-2-3-3.5.8-.4-3.6-3.3-1.4 1.6-3.2-1.6-3.2 3.3-1.4.4-3.6 3.5.8z"
      />
      <circle cx="16" cy="16" r="4" fill="#1f3a5f" />
    </svg>
  );
}
