// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { lintPhp, phpBlocks, runPhp } from './run-php.ts'

// The PHP that docs/ gives template authors to copy, read and run by PHP.

const page = (name: string) => readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8')

describe('the PHP of the docs', () => {
  it('reads: the template snippet and the migration’s script removal', () => {
    const [template] = phpBlocks(page('joomla-template.md'))
    const [migration] = phpBlocks(page('migration.md'))
    expect(template).toContain('jcFilterJCommentsOutput($this)')
    expect(lintPhp(template ?? '')).toContain('No syntax errors detected')
    expect(lintPhp(`<?php\n${migration ?? ''}`)).toContain('No syntax errors detected')
  })

  it('takes out the legacy scripts the migration names, and nothing else', () => {
    const [migration = ''] = phpBlocks(page('migration.md'))
    const scripts = [
      '/media/jui/js/jquery.min.js',
      '/media/jui/js/jquery-noconflict.js',
      '/media/jui/js/jquery-migrate.min.js',
      '/components/com_jcomments/js/jcomments-v2.3.js?v=8',
      '/components/com_jcomments/libraries/joomlatune/ajax.js?v=4',
      '/media/jui/js/bootstrap.min.js',
      '/media/system/js/core.js',
      '/templates/khazar/js/jquery.fancybox.js',
      '/media/jc/jc-widgets-CRYJn9QE.js',
    ]
    // Joomla's document, as much of it as the snippet touches: the scripts it will print.
    const kept = runPhp(
      `final class Head {
        public $_scripts = array();
        public function migrate() {\n${migration}\n}
      }
      $head = new Head();
      foreach (explode("\\n", stream_get_contents(STDIN)) as $src) $head->_scripts[$src] = array();
      $head->migrate();
      echo implode("\\n", array_keys($head->_scripts));`,
      scripts.join('\n'),
    )
    expect(kept.split('\n')).toEqual([
      '/media/jui/js/bootstrap.min.js',
      '/media/system/js/core.js',
      '/templates/khazar/js/jquery.fancybox.js',
      '/media/jc/jc-widgets-CRYJn9QE.js',
    ])
  })
})
