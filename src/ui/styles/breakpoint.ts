/**
 * The one width at which the widget switches from the phone layout to the wide one. CSS media
 * queries cannot read a constant, so every `@media`/`@container` width in ./*.css repeats it and
 * a unit test (test/unit/ui/breakpoint.test.ts) holds them equal to this number.
 */
export const WIDE_MIN_WIDTH_PX = 600;

/** The media query of the wide layout, for matchMedia. */
export const WIDE_MEDIA_QUERY = `(min-width: ${WIDE_MIN_WIDTH_PX}px)`;
