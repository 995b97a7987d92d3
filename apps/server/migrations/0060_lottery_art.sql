-- The demo lottery vendor was installed with the house vendor's logo, both as its logo (so the
-- footer's provider strip and the navigation's dropdowns showed two identical logos for two
-- providers) and as every lottery's picture (a wide logo cropped in a square tile). It now has
-- its own logo, and its lotteries their own art: fast draws a stopwatch and balls, the
-- Vietnamese draws a ticket (apps/web/public/art). Only rows still on the installer's picture
-- change: a picture an operator chose stays.
UPDATE vendors SET logo_url = '/art/vendors/khela-lottery.svg'
 WHERE vassalage = 'KLOTTO' AND logo_url = '/art/vendors/khela-house.svg';
UPDATE games
   SET image_path = CASE game_type WHEN 'ELOTT' THEN '/art/games/fast-draw.svg'
                                   ELSE '/art/games/vietnam-draw.svg' END
 WHERE vassalage = 'KLOTTO' AND image_path = '/art/vendors/khela-house.svg';
