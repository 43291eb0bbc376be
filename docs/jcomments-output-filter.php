<?php
/**
 * JComments' block without inline code, for a page under a strict Content
 * Security Policy. Copy this file into the template folder and call it from
 * the template's index.php before the page is rendered:
 *
 *     require __DIR__ . '/jcomments-output-filter.php';
 *     jcFilterJCommentsOutput($this);
 *
 * The browser reports every inline handler and inline script it parses
 * under such a policy, even one that never runs: a stock block costs 31
 * reports for a guest and 70 for a moderator. This filter rewrites the
 * article's output so that none is left, and the comments widget reads what
 * it needs from the same places:
 *
 * - `onclick="…"` becomes `data-jc-onclick="…"`: the widget reads the call
 *   as data, as it reads an `onclick`, and binds its own action;
 * - `onmouseover`/`onmouseout` (the hover classes of the page numbers and of
 *   the masked e-mail) go: the stylesheet does the hover;
 * - JComments' inline scripts (`new JComments(…)`, `setAntiCache(…)` and the
 *   form's `JCommentsInitializeForm`) become `type="text/plain"`: the browser
 *   neither runs nor reports them, and the widget's zero-touch mode reads
 *   their text.
 *
 * The same patterns build the demo's filtered pages (demo/build), so what
 * is documented here is what the browser tests run against.
 */

defined('_JEXEC') or die;

/** The filter's rules, pattern => replacement, applied in order. */
function jcOutputFilterRules()
{
    return array(
        '#<script type="text/javascript">(?=\s*(?:<!--)?\s*(?:var jcomments=new JComments\(|jcomments\.setAntiCache\(|function JCommentsInitializeForm\())#' => '<script type="text/plain">',
        '#\s(?:onmouseover|onmouseout)="[^"]*"#' => '',
        '#\sonclick="#' => ' data-jc-onclick="',
    );
}

/**
 * Rewrites the component's output (the article with its comments) in the
 * document's buffer. Any other `onclick` in the article is renamed too: under
 * a strict CSP it could not run anyway.
 */
function jcFilterJCommentsOutput($document)
{
    $html = $document->getBuffer('component');
    if (!is_string($html) || strpos($html, 'id="jc"') === false) {
        return;
    }
    $rules = jcOutputFilterRules();
    $document->setBuffer(preg_replace(array_keys($rules), array_values($rules), $html), 'component');
}
