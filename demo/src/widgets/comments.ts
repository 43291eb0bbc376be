import '@jc/comments-widget/jc-comments.css'
import { defineJcComments } from '@jc/comments-widget'

defineJcComments()
