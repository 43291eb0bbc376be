import { describe, expect, it } from 'vitest'
import { encodeFormCall, type FormControlLike, serializeForm } from './encode-form.ts'

/** A control as the DOM would hand it over; `disabled` is there to show it changes nothing. */
type Control = FormControlLike & { readonly disabled?: boolean }

const text = (name: string, value: string): Control => ({ name, type: 'text', value })
const hidden = (name: string, value: string): Control => ({ name, type: 'hidden', value })
const textarea = (name: string, value: string): Control => ({ name, type: 'textarea', value })
const checkbox = (name: string, value: string, checked: boolean): Control => ({
  name,
  type: 'checkbox',
  value,
  checked,
})

describe('the example bodies of protocol §1.4, byte for byte', () => {
  it('AddComment: a guest reply, fields in DOM order of the guest form', () => {
    const form: Control[] = [
      text('name', 'Dmitry'),
      text('email', 'dmitry@example.com'),
      text('homepage', ''),
      textarea('comment', 'Boris, which point exactly?'),
      checkbox('subscribe', '1', false),
      text('captcha_refid', 'k7q3m'),
      hidden('object_id', '42'),
      hidden('object_group', 'com_content'),
      hidden('parent', '2'),
    ]

    expect(encodeFormCall('AddComment', form)).toEqual({
      action: 'AddComment',
      body: 'jtxf=JCommentsAddComment&name=Dmitry&email=dmitry%40example.com&homepage=&comment=Boris%2C%20which%20point%20exactly%3F&captcha_refid=k7q3m&object_id=42&object_group=com_content&parent=2',
    })
  })

  it('SaveComment: an admin edit, fields in DOM order of the logged-in form', () => {
    const form: Control[] = [
      text('homepage', 'http://clara.example.com'),
      textarea('comment', 'It\'s "great" & useful.\nThanks, Anna! (edited)'),
      checkbox('subscribe', '1', false),
      hidden('object_id', '42'),
      hidden('object_group', 'com_content'),
      hidden('userid', '62'),
      hidden('id', '3'),
    ]

    expect(encodeFormCall('SaveComment', form)).toEqual({
      action: 'SaveComment',
      body: "jtxf=JCommentsSaveComment&homepage=http%3A%2F%2Fclara.example.com&comment=It's%20%22great%22%20%26%20useful.%0AThanks%2C%20Anna!%20(edited)&object_id=42&object_group=com_content&userid=62&id=3",
    })
  })
})

describe('serializeForm', () => {
  it('encodes values with the same rules as arguments', () => {
    expect(serializeForm([textarea('comment', "Hi there! (it's *me*) ~ a@b.c + سلام")])).toBe(
      "comment=Hi%20there!%20(it's%20*me*)%20~%20a%40b.c%20%2B%20%D8%B3%D9%84%D8%A7%D9%85",
    )
  })

  it('sends names as they are', () => {
    expect(serializeForm([hidden('tags[]', 'a'), hidden('captcha-refid', 'x')])).toBe(
      'tags[]=a&captcha-refid=x',
    )
  })

  it('skips an unchecked checkbox and sends a checked one', () => {
    expect(serializeForm([checkbox('subscribe', '1', false), text('name', 'A')])).toBe('name=A')
    expect(serializeForm([checkbox('subscribe', '1', true), text('name', 'A')])).toBe(
      'subscribe=1&name=A',
    )
  })

  it('sends only the checked radio of a group', () => {
    const radios: Control[] = [
      { name: 'reason', type: 'radio', value: 'spam', checked: false },
      { name: 'reason', type: 'radio', value: 'rude words', checked: true },
      { name: 'reason', type: 'radio', value: 'other', checked: false },
    ]

    expect(serializeForm(radios)).toBe('reason=rude%20words')
  })

  it('sends nothing for a radio group with nothing checked', () => {
    expect(serializeForm([{ name: 'reason', type: 'radio', value: 'spam', checked: false }])).toBe(
      '',
    )
  })

  it('sends one pair per selected option of a multiple select, in option order', () => {
    const select: Control = {
      name: 'topics',
      type: 'select-multiple',
      options: [
        { value: 'news', selected: true },
        { value: 'sport', selected: false },
        { value: 'art & design', selected: true },
      ],
    }

    expect(serializeForm([select, hidden('object_id', '42')])).toBe(
      'topics=news&topics=art%20%26%20design&object_id=42',
    )
  })

  it('sends nothing for a multiple select with nothing selected', () => {
    const select: Control = {
      name: 'topics',
      type: 'select-multiple',
      value: 'news',
      options: [{ value: 'news', selected: false }],
    }

    expect(serializeForm([select])).toBe('')
  })

  it('sends the value of a single select', () => {
    expect(serializeForm([{ name: 'lang', type: 'select-one', value: 'fa-IR' }])).toBe('lang=fa-IR')
  })

  it('skips controls without a name', () => {
    expect(
      serializeForm([
        text('', 'lost'),
        text('name', 'Anna'),
        { name: '', type: 'button', value: 'Send' },
      ]),
    ).toBe('name=Anna')
  })

  it('sends disabled controls too', () => {
    expect(
      serializeForm([
        { name: 'name', type: 'text', value: 'Anna', disabled: true },
        text('x', '1'),
      ]),
    ).toBe('name=Anna&x=1')
  })

  it('sends an empty value as an empty pair', () => {
    expect(serializeForm([text('homepage', ''), text('title', '')])).toBe('homepage=&title=')
  })

  it('keeps the order of the controls and repeated names', () => {
    expect(serializeForm([hidden('b', '2'), hidden('a', '1'), hidden('b', '3')])).toBe(
      'b=2&a=1&b=3',
    )
  })

  it('reads any iterable, such as a generator', () => {
    function* controls(): Generator<FormControlLike> {
      yield text('name', 'Anna')
      yield hidden('object_id', '42')
    }

    expect(serializeForm(controls())).toBe('name=Anna&object_id=42')
  })
})

describe('encodeFormCall', () => {
  it('sends the report form: reason and commentid', () => {
    expect(
      encodeFormCall('ReportComment', [text('reason', 'Spam link'), hidden('commentid', '2')]).body,
    ).toBe('jtxf=JCommentsReportComment&reason=Spam%20link&commentid=2')
  })

  it('leaves a trailing & for a form with no named field', () => {
    expect(encodeFormCall('ReportComment', [text('', 'x')]).body).toBe(
      'jtxf=JCommentsReportComment&',
    )
    expect(encodeFormCall('AddComment', []).body).toBe('jtxf=JCommentsAddComment&')
  })

  it('leaves a trailing & when every field is an unchecked box', () => {
    expect(encodeFormCall('AddComment', [checkbox('subscribe', '1', false)]).body).toBe(
      'jtxf=JCommentsAddComment&',
    )
  })

  it('sends no jtxa[] at all', () => {
    expect(encodeFormCall('AddComment', [text('name', 'Anna')]).body).not.toContain('jtxa')
  })
})
