/** The Pamoja mark: three linked circles, "together". Decorative; text says the name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="app-logo"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="12" r="7" fill="currentColor" opacity="0.55" />
      <circle cx="22" cy="12" r="7" fill="currentColor" opacity="0.75" />
      <circle cx="16" cy="21" r="7" fill="currentColor" />
    </svg>
  );
}
