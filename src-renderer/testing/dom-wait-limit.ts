// A Vitest setup file (vitest.config.ts `setupFiles`), run before every test file. testing-library's
// findBy* and waitFor give up after 1 s by default, too short for a render on a loaded machine; its
// one setting for that is `asyncUtilTimeout`, set here once for every component test. Only the
// happy-dom tests have a document: the Node tests do not load the DOM library at all.
import { realWait } from '../../src-shared/testing/real-wait'

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react')
  configure({ asyncUtilTimeout: realWait.timeout })
}
