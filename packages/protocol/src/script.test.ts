import { describe, expect, it } from 'vitest'
import { parseScript, parseScriptLeavingFormInit } from './script.ts'

describe('parseScript reads each call of the catalogue', () => {
  it.each([
    [
      'S1 error',
      "jcomments.error('Please enter your name!','','name');",
      { type: 'error', message: 'Please enter your name!', target: '', field: 'name' },
    ],
    [
      'S1 error with a target and <br />',
      "jcomments.error('Line one\\<br /\\>line two','comments-report-form','');",
      {
        type: 'error',
        message: 'Line one<br />line two',
        target: 'comments-report-form',
        field: '',
      },
    ],
    [
      'S2 message',
      "jcomments.message('IP-address of this comment\\'s author has been successfully blacklisted.', 'comment-item-2');",
      {
        type: 'message',
        message: "IP-address of this comment's author has been successfully blacklisted.",
        target: 'comment-item-2',
      },
    ],
    ['S3 clear comment', "jcomments.clear('comment');", { type: 'clear', field: 'comment' }],
    ['S4 clear captcha', "jcomments.clear('captcha');", { type: 'clear', field: 'captcha' }],
    [
      'S5 updateComment with a bare id',
      'jcomments.updateComment(3, \'\\<div class=\\"rbox\\"\\>x\\</div\\>\\n\');',
      { type: 'updateComment', id: 3, html: '<div class="rbox">x</div>\n' },
    ],
    [
      'S6 updateComment with a quoted id and no content',
      "jcomments.updateComment('3','');",
      { type: 'updateComment', id: 3, html: '' },
    ],
    [
      'S7 updateTree appending under a parent',
      "jcomments.updateTree('\t\\<div id=\\\"comment-item-4\\\"\\>\\</div\\>\\n','2','a');",
      {
        type: 'updateTree',
        mode: 'append',
        parentId: 2,
        html: '\t<div id="comment-item-4"></div>\n',
      },
    ],
    [
      'S7 updateTree prepending at the top level',
      "jcomments.updateTree('\\<div\\>\\</div\\>','0','b');",
      { type: 'updateTree', mode: 'prepend', parentId: 0, html: '<div></div>' },
    ],
    [
      'S8 updateTree with the whole tree',
      "jcomments.updateTree('\\<h4\\>Comments\\</h4\\>',null);",
      { type: 'updateTree', mode: 'whole', html: '<h4>Comments</h4>' },
    ],
    [
      'S8 updateTree emptied',
      "jcomments.updateTree('',null);",
      { type: 'updateTree', mode: 'whole', html: '' },
    ],
    [
      'S9 updateList appending',
      "jcomments.updateList('\\<div\\>a\\</div\\>','a');",
      { type: 'updateList', mode: 'append', html: '<div>a</div>' },
    ],
    [
      'S9 updateList prepending',
      "jcomments.updateList('\\<div\\>p\\</div\\>','p');",
      { type: 'updateList', mode: 'prepend', html: '<div>p</div>' },
    ],
    [
      'S10 updateList replacing',
      "jcomments.updateList('','r');",
      { type: 'updateList', mode: 'replace', html: '' },
    ],
    ['S11 scrollToList', 'jcomments.scrollToList();', { type: 'scrollToList' }],
    [
      'S12 showEdit',
      "jcomments.showEdit(3, 'Clara', 'clara@example.com', 'http://clara.example.com', '', 'It\\'s \\\"great\\\" \\& useful.\\nThanks, Anna!');",
      {
        type: 'showEdit',
        id: 3,
        name: 'Clara',
        email: 'clara@example.com',
        homepage: 'http://clara.example.com',
        title: '',
        text: 'It\'s "great" & useful.\nThanks, Anna!',
      },
    ],
    [
      'S13 insertText',
      'jcomments.insertText(\'[quote name="Anna"]Great article, thanks! :-)[/quote]\\n\');',
      { type: 'insertText', text: '[quote name="Anna"]Great article, thanks! :-)[/quote]\n' },
    ],
    ['S14 scrollToComment', "jcomments.scrollToComment('3');", { type: 'scrollToComment', id: 3 }],
    [
      'S15 a mailto: navigation',
      "window.location='mailto:boris@example.net';",
      { type: 'navigate', href: 'mailto:boris@example.net' },
    ],
    [
      'S16 updateSubscription on',
      "jcomments.updateSubscription(true, 'Unsubscribe');",
      { type: 'updateSubscription', subscribed: true, label: 'Unsubscribe' },
    ],
    [
      'S16 updateSubscription off',
      "jcomments.updateSubscription(false, 'Subscribe');",
      { type: 'updateSubscription', subscribed: false, label: 'Subscribe' },
    ],
    [
      'S17 updateVote',
      "jcomments.updateVote('1','\\<span class=\\\"vote-good\\\"\\>+3\\</span\\>\\n');",
      { type: 'updateVote', id: 1, html: '<span class="vote-good">+3</span>\n' },
    ],
    [
      'S18 closeReport',
      "jcomments.closeReport('Report successfully sent!');",
      { type: 'closeReport', message: 'Report successfully sent!' },
    ],
    [
      'S18 closeReport without a message',
      "jcomments.closeReport('');",
      { type: 'closeReport', message: '' },
    ],
    ['S21 grecaptcha.reset()', 'grecaptcha.reset()', { type: 'resetRecaptcha' }],
    ['S21 grecaptcha.reset();', 'grecaptcha.reset();', { type: 'resetRecaptcha' }],
  ])('%s', (_, source, expected) => {
    expect(parseScript(source)).toEqual(expected)
  })
})

describe('parseScript tolerates the values the server leaves unescaped', () => {
  it('reads a quote author with an apostrophe (S13)', () => {
    expect(parseScript("jcomments.insertText('[quote name=\"O'Brien\"]Hi[/quote]\\n');")).toEqual({
      type: 'insertText',
      text: '[quote name="O\'Brien"]Hi[/quote]\n',
    })
  })

  it('reads a subscription label with an apostrophe (S16)', () => {
    expect(parseScript("jcomments.updateSubscription(true, 'Don't notify me');")).toEqual({
      type: 'updateSubscription',
      subscribed: true,
      label: "Don't notify me",
    })
  })

  it('reads a Persian label as it comes', () => {
    expect(parseScript("jcomments.updateSubscription(false, 'اشتراک');")).toEqual({
      type: 'updateSubscription',
      subscribed: false,
      label: 'اشتراک',
    })
  })

  it('refuses an echoed id that is not a number (S6, S14)', () => {
    expect(parseScript("jcomments.updateComment('3'x','');").type).toBe('unsupported')
    expect(parseScript("jcomments.scrollToComment('3abc');").type).toBe('unsupported')
  })
})

describe('parseScript never runs what is outside the catalogue', () => {
  it.each([
    ['an unknown call', "alert('x');"],
    ['a method of the catalogue object that is not in it', 'jcomments.saveComment();'],
    ['the admin tool (S20)', 'JCommentsRefreshObjectsProgress(10, 100);'],
    ['a plugin script (S22)', "document.getElementById('x').innerHTML = 'y';"],
    ['a second statement after a known call', "jcomments.clear('comment'); alert(1);"],
    ['a statement after a comment ended by U+2028', 'jcomments.scrollToList();//x\u2028alert(1)'],
    ['a statement after a comment ended by U+2029', 'jcomments.scrollToList();//x\u2029alert(1)'],
    ['a statement after a comment ended by CR', 'jcomments.scrollToList();//x\ralert(1)'],
    ['a known call with a wrong argument count', "jcomments.error('a','');"],
    ['a known call with a wrong argument type', 'jcomments.updateSubscription(1, 2);'],
    ['clear of another field', "jcomments.clear('name');"],
    ['updateList with an unknown mode', "jcomments.updateList('x','z');"],
    ['updateTree with an unknown mode', "jcomments.updateTree('x','1','c');"],
    ['a navigation to javascript:', "window.location='javascript:alert(1)';"],
    ['a navigation to a web page', "window.location='http://evil.example/';"],
    ['an assignment elsewhere', "document.location='mailto:a@example.org';"],
    ['a name from the object prototype', "constructor('x');"],
    ['an unclosed string', "jcomments.clear('comment);"],
    ['an expression', '1 + 1'],
    ['an empty script', ''],
  ])('%s', (_, source) => {
    const result = parseScript(source)
    expect(result.type).toBe('unsupported')
    expect(result).toMatchObject({ source: source.slice(0, 200), reason: expect.any(String) })
  })

  it('says why a script was refused', () => {
    expect(parseScript("alert('x');")).toMatchObject({ reason: 'alert is not in the catalogue' })
    expect(parseScript("jcomments.error('a','');")).toMatchObject({
      reason: 'the arguments do not fit jcomments.error',
    })
  })
})

describe('parseScriptLeavingFormInit', () => {
  it('recognises a form-init script without reading it, and reads every other script as parseScript does', () => {
    const init = [
      'function JCommentsInitializeForm()',
      '{',
      "\tvar jcEditor = new JCommentsEditor('comments-form-comment', true);",
      "\tjcomments.setForm(new JCommentsForm('comments-form', jcEditor));",
      '}',
      'setTimeout(JCommentsInitializeForm, 100);',
    ].join('\n')
    expect(parseScriptLeavingFormInit(init)).toEqual({ type: 'formInitScript', source: init })
    expect(parseScript(init).type).toBe('initForm')
    for (const source of [
      "jcomments.showPage(1,'com_content',0);",
      "jcomments.message('Thank you!', '');",
      'alert(1)',
    ]) {
      expect(parseScriptLeavingFormInit(source)).toEqual(parseScript(source))
    }
  })
})
