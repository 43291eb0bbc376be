// Starts the image lightbox around the home page's gallery and the content slider.
import '@jc/site-chrome/lightbox/lightbox.css'
import '@jc/site-chrome/slider/slider.css'
import { defineContentSlider, defineSiteLightbox } from '@jc/site-chrome'

defineSiteLightbox()
defineContentSlider()
