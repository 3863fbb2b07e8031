// The drawing of every icon in icons.tsx and staff-icons.tsx. Sizes and colours come from classes.

export type IconProps = React.ComponentProps<'svg'>
export type IconComponent = (props: IconProps) => React.ReactNode

/** One shape of an icon, as lucide-react lists it: its SVG tag and attributes. */
type IconNode = ReadonlyArray<readonly ['path' | 'circle' | 'rect' | 'line' | 'polyline', Readonly<Record<string, string>>]>

/** An inline outline icon from its shapes; decorative (aria-hidden) unless the caller says otherwise. */
export function icon(node: IconNode): IconComponent {
  return function Icon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {node.map(([Shape, attributes], i) => (
          <Shape key={i} {...attributes} />
        ))}
      </svg>
    )
  }
}
