// @vitest-environment node
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { outputFilterFile } from './output-filter.ts'
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

  it('prints, from the build’s manifest, the loader and the stylesheets into the head, and filters the comments', () => {
    const [template = ''] = phpBlocks(page('joomla-template.md'))
    // A Joomla root with the files copied into media/jc/, and the template's folder.
    const root = mkdtempSync(join(tmpdir(), 'jc-joomla-'))
    mkdirSync(join(root, 'media/jc/.vite'), { recursive: true })
    const manifest = {
      'src/entry.ts': { file: 'jc-widgets-A1.js', isEntry: true },
      'src/chunks/comments.ts': { file: 'comments-B2.js', isDynamicEntry: true },
      'src/styles/jc-comments.css': { file: 'jc-comments-C3.css', isEntry: true },
      'src/styles/listing-tabs.css': { file: 'listing-tabs-D4.css', isEntry: true },
      'src/styles/site-chrome.css': { file: 'site-chrome-E5.css', isEntry: true },
    }
    writeFileSync(join(root, 'media/jc/.vite/manifest.json'), JSON.stringify(manifest))
    const folder = join(root, 'templates/khazar')
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'index.php'), template)
    copyFileSync(outputFilterFile, join(folder, 'jcomments-output-filter.php'))
    // Joomla includes the template's index.php inside its document object: `$this` is that document.
    const printed = runPhp(
      `define('_JEXEC', 1);
      define('JPATH_ROOT', $argv[1]);
      final class Document {
        public $baseurl = '/site';
        public $language = 'fa-ir';
        public $direction = 'rtl';
        public $template = 'khazar';
        public $component = '<div id="jc"><a href="#" onclick="jcomments.showForm(21)">+</a></div>';
        public function getBuffer($type) { return $type === 'component' ? $this->component : null; }
        public function setBuffer($content, $type) { if ($type === 'component') $this->component = $content; }
        public function render($file) { include $file; }
      }
      $document = new Document();
      $document->render($argv[2]);
      echo "\n<!-- component: ", $document->component, " -->";`,
      '',
      [root, join(folder, 'index.php')],
    )
    const tags = Array.from(printed.matchAll(/<(?:link|script)\b[^>]*>/g), ([tag]) => tag)
    expect(tags).toEqual([
      '<link rel="stylesheet" href="/site/media/jc/site-chrome-E5.css" />',
      '<link rel="stylesheet" href="/site/media/jc/listing-tabs-D4.css" />',
      '<link rel="stylesheet" href="/site/media/jc/jc-comments-C3.css" />',
      '<link rel="stylesheet" href="/site/templates/khazar/css/template.css" />',
      '<script type="module" src="/site/media/jc/jc-widgets-A1.js">',
    ])
    expect(printed).toContain('<html lang="fa-ir" dir="rtl">')
    expect(printed).toContain(
      '<!-- component: <div id="jc"><a href="#" data-jc-onclick="jcomments.showForm(21)">+</a></div> -->',
    )
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
