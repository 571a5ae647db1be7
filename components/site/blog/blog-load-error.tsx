import { buttonClasses } from '@/components/ui/button-classes';
import { NOTICES } from '@/lib/content/notices';
import { BlogStatePanel } from './blog-state-panel';

/**
 * 'Failed to load blogs. Please try again later.' with a Retry that reloads. Retry submits an
 * empty GET form, which the browser sends to the page's own address: a reload that needs no
 * script (and ships none with every post). The route's error boundary loads the panel on demand
 * (app/(site)/blog/[id]/error.tsx).
 */
export function BlogLoadError() {
  return (
    <BlogStatePanel title={NOTICES.blogsFailed}>
      <form method="get">
        <button type="submit" className={buttonClasses('primary', 'md')}>
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5L20 16M20 20v-4h-4" />
          </svg>
          Retry
        </button>
      </form>
    </BlogStatePanel>
  );
}
