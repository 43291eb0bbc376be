/*
 * <jc-comments> zero-touch mode, for the page's <head>: a stand-in for the
 * legacy JComments client, so the stock inline scripts and handlers find what
 * they call (protocol §3.2, §3.4, §4.1) until upgradeStockBlocks takes over.
 * It records the constructor's arguments in JComments.recorded, nothing else.
 * Plain ES5 and no module, like the pages it serves.
 */
// biome-ignore lint/complexity/useArrowFunction: ES5 has no arrow functions.
;(function (w) {
  if (w.JComments) return
  var recorded = []
  var clientMethods =
    'setList setAntiCache setForm showPage showComment showForm showReply quoteComment ' +
    'reportComment saveReport cancelReport editComment saveComment cancelComment ' +
    'deleteComment publishComment voteComment banIP subscribe unsubscribe jump2email go clear'
  function noop() {}
  function standIn(construct, methods) {
    var names = methods ? methods.split(' ') : []
    var i
    for (i = 0; i < names.length; i++) construct.prototype[names[i]] = noop
    return construct
  }
  function client(objectId, objectGroup, requestUri) {
    recorded.push({ objectId: objectId, objectGroup: objectGroup, requestUri: requestUri })
  }
  function editor() {}
  function form() {}
  w.JComments = standIn(client, clientMethods)
  w.JComments.recorded = recorded
  w.JCommentsEditor = standIn(editor, 'addButton initSmiles addSmile addCounter')
  w.JCommentsForm = standIn(form, '')
})(window)
